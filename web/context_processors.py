from django.conf import settings
from django.http import HttpRequest
from django.utils.functional import SimpleLazyObject

from certification.rubric import rubric_in_effect_data


def site(request: HttpRequest) -> dict:
    """What every page may name: the site, the live test's call budget, and the numbers of
    the rubric in effect (read only by a page that uses them), so that no template
    repeats a number the rubric or the settings own."""
    return {
        "SITE_NAME": settings.SITE_NAME,
        "SITE_URL": settings.SITE_URL,
        "CONTACT_EMAIL": settings.CONTACT_EMAIL,
        "CALL_BUDGET": settings.HARNESS_CALL_BUDGET,
        "REVIEW_HOURS": review_hours(),
        "RUBRIC": SimpleLazyObject(rubric_numbers),
    }


def review_hours() -> int:
    """How long a dispute with evidence waits for a reviewer at most."""
    from disputes.models import Dispute

    return int(Dispute.REVIEW_WINDOW.total_seconds() // 3600)


def rubric_numbers(data: dict | None = None) -> dict:
    """The ceilings per assessment type and the top tier's name, of ``data`` (a page
    that has read the rubric in effect) or of the rubric in effect."""
    data = rubric_in_effect_data() if data is None else data
    tiers = data.get("tiers", [])
    return {"ceilings": data.get("ceilings", {}), "top_tier": tiers[0]["name"] if tiers else ""}
