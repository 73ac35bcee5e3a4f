import json
import re

from django import forms
from django.core.exceptions import ValidationError

from assessments.models import AssessmentType
from assessments.selectors import Replacement

HEADER_NAME = re.compile(r"^[A-Za-z0-9][A-Za-z0-9-]{0,99}$")
ENV_NAME = re.compile(r"^[A-Za-z_][A-Za-z0-9_]{0,127}$")
MAX_ENVIRONMENT = 50


class AssessmentRequestForm(forms.Form):
    assessment_type = forms.ChoiceField(
        choices=AssessmentType.choices, widget=forms.RadioSelect, label="Assessment type"
    )
    credential_header = forms.CharField(
        required=False,
        max_length=100,
        initial="Authorization",
        label="Credential header",
        help_text="The request header your server reads, e.g. Authorization or X-Api-Key.",
    )
    credential_value = forms.CharField(
        required=False,
        max_length=4000,
        widget=forms.PasswordInput(render_value=False, attrs={"autocomplete": "off"}),
        label="Test credential",
        help_text="E.g. “Bearer …”. Stored encrypted, used for this assessment only, deleted "
        "when it ends, and never shown again.",
    )
    working_arguments = forms.CharField(
        required=False,
        max_length=20000,
        widget=forms.Textarea(attrs={"rows": 3, "spellcheck": "false"}),
        label="Working arguments",
        help_text="JSON naming tools that are safe to call and arguments that work, e.g. "
        '{"get_weather": {"city": "Lisbon"}}. Only read-only tools are called otherwise.',
    )

    test_environment = forms.CharField(
        required=False,
        max_length=20000,
        widget=forms.Textarea(attrs={"rows": 3, "spellcheck": "false", "autocomplete": "off"}),
        label="Test environment variables",
        help_text="For the package started in the sandbox (static and full types): one "
        "KEY=VALUE per line (e.g. the configuration or API keys it needs to list its tools). "
        "They are the only variables it sees; stored encrypted, used for this assessment "
        "only, deleted when it ends, and never shown again.",
    )

    confirm_replace = forms.BooleanField(
        required=False,
        label="Replace the current certification with this assessment, whatever it scores",
        help_text="Tick it only to request one of the types listed above. The best tier "
        "this server has reached stays shown on its page either way.",
    )

    def __init__(
        self, *args, allowed: list[str], replacements: dict[str, Replacement] | None = None,
        **kwargs,
    ):  # fmt: skip
        """``replacements``: the allowed types whose assessment would replace a
        certification it cannot match (``selectors.request_replacements``); choosing one
        needs ``confirm_replace``."""
        super().__init__(*args, **kwargs)
        self.replacements = replacements or {}
        self.fields["assessment_type"].choices = [
            (key, label) for key, label in AssessmentType.choices if key in allowed
        ]
        # The deepest type the user may request is preselected: one click requests it.
        if allowed:
            self.initial.setdefault("assessment_type", allowed[-1])
        self.offers_live_options = AssessmentType.FULL in allowed
        # A package is started by the static and the full types: its test variables.
        self.offers_package_options = any(kind in allowed for kind in ("static", "full"))
        self.allowed = allowed

    @property
    def replacement_list(self) -> list[Replacement]:
        """The replacements in the order of the types offered."""
        return [self.replacements[kind] for kind in self.allowed if kind in self.replacements]

    def clean_credential_header(self) -> str:
        name = self.cleaned_data["credential_header"].strip() or "Authorization"
        if not HEADER_NAME.match(name):
            raise ValidationError("A header name has letters, digits and hyphens only.")
        return name

    def clean_working_arguments(self) -> dict:
        text = self.cleaned_data["working_arguments"].strip()
        if not text:
            return {}
        try:
            value = json.loads(text)
        except ValueError as error:
            raise ValidationError(f"This is not valid JSON ({error.msg}).") from None
        except RecursionError:
            raise ValidationError(TOO_DEEP) from None
        if _depth(value) > MAX_ARGUMENT_DEPTH:
            raise ValidationError(TOO_DEEP)
        if not isinstance(value, dict) or not all(
            isinstance(name, str) and isinstance(args, dict) for name, args in value.items()
        ):
            raise ValidationError(
                'Give an object of tool names to argument objects: {"tool": {…}}.'
            )
        return value

    def clean_test_environment(self) -> dict[str, str]:
        environment: dict[str, str] = {}
        for number, line in enumerate(self.cleaned_data["test_environment"].splitlines(), 1):
            if not line.strip() or line.lstrip().startswith("#"):
                continue
            name, sep, value = line.strip().partition("=")
            if not sep or not ENV_NAME.match(name.strip()):
                raise ValidationError(
                    f"Line {number} is not KEY=VALUE with a variable name as KEY "
                    "(letters, digits and _; not starting with a digit)."
                )
            environment[name.strip()] = value
        if len(environment) > MAX_ENVIRONMENT:
            raise ValidationError(f"Give at most {MAX_ENVIRONMENT} variables.")
        return environment

    def clean(self) -> dict:
        data = super().clean()
        live_only = data.get("credential_value") or data.get("working_arguments")
        kind = data.get("assessment_type")
        replacement = self.replacements.get(kind)
        if replacement is not None and not data.get("confirm_replace"):
            self.add_error(
                "confirm_replace",
                f"A {replacement.type_words} assessment would replace the current "
                f"certification ({replacement.current_words}), whatever it scores: tick the "
                "box to confirm, or choose another type.",
            )
        if live_only and kind != AssessmentType.FULL:
            raise ValidationError(
                "Test credentials and working arguments are used only by the full live test."
            )
        if data.get("test_environment") and kind not in (AssessmentType.STATIC,
                                                           AssessmentType.FULL):  # fmt: skip
            raise ValidationError(
                "Test environment variables are used only when the package is started: by "
                "the static and the full types."
            )
        return data

    def credentials(self) -> dict[str, str]:
        value = self.cleaned_data.get("credential_value")
        return {self.cleaned_data["credential_header"]: value} if value else {}


MAX_ARGUMENT_DEPTH = 16
TOO_DEEP = f"These arguments are nested too deeply (more than {MAX_ARGUMENT_DEPTH} levels)."


def _depth(value, level: int = 0) -> int:
    """How deeply ``value`` nests (stops counting past the limit)."""
    if level > MAX_ARGUMENT_DEPTH or not isinstance(value, dict | list):
        return level
    children = value.values() if isinstance(value, dict) else value
    return max((_depth(child, level + 1) for child in children), default=level + 1)
