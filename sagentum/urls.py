from django.contrib import admin
from django.contrib.sitemaps import views as sitemap_views
from django.urls import include, path, re_path
from django.views.decorators.cache import cache_control
from django.views.decorators.http import require_safe
from drf_spectacular.views import SpectacularSwaggerSplitView

from certification.pagecache import public_page
from web.api import assessments as assessment_api
from web.api import disputes as dispute_api
from web.api import listings as api
from web.api import ownership as claim_api
from web.api import subregistry
from web.api.errors import api_not_found
from web.api.schema import SchemaView
from web.feeds import ChangelogFeed
from web.pages import accounts
from web.pages import assessments as assessment_views
from web.pages import cards as card_views
from web.pages import disputes as dispute_views
from web.pages import listings as views
from web.pages import optouts as optout_views
from web.pages import ownership as claim_views
from web.pages import research as research_views
from web.sitemaps import SITEMAPS, robots_txt, sitemap_index

urlpatterns = [
    path("", views.home, name="home"),
    path("servers/", views.server_list, name="server_list"),
    path("servers/propose/", views.server_propose, name="server_propose"),
    path("servers/<slug:slug>/", views.server_detail, name="server_detail"),
    path("servers/<slug:slug>/card.png", card_views.server_card_png, name="server_card_png"),
    path("servers/<slug:slug>/edit/", views.server_edit, name="server_edit"),
    path("servers/<slug:slug>/history/", assessment_views.server_history, name="server_history"),
    path(
        "servers/<slug:slug>/watch/",
        assessment_views.catalog_watch_request,
        name="catalog_watch_request",
    ),
    path(
        "servers/<slug:slug>/assess/",
        assessment_views.assessment_request,
        name="assessment_request",
    ),
    path(
        "assessments/<int:assessment_id>/",
        assessment_views.assessment_detail,
        name="assessment_detail",
    ),
    path(
        "assessments/<int:assessment_id>/status.json",
        assessment_views.assessment_status,
        name="assessment_status",
    ),
    path("servers/<slug:slug>/claim/", claim_views.claim_new, name="claim_new"),
    path("claims/", claim_views.claim_list, name="claim_list"),
    path("claims/<int:claim_id>/", claim_views.claim_detail, name="claim_detail"),
    path("claims/<int:claim_id>/check/", claim_views.claim_check, name="claim_check"),
    path("claims/<int:claim_id>/reissue/", claim_views.claim_reissue, name="claim_reissue"),
    path("claims/<int:claim_id>/withdraw/", claim_views.claim_withdraw, name="claim_withdraw"),
    path("claims/<int:claim_id>/coowners/", claim_views.coowner_add, name="coowner_add"),
    path(
        "claims/<int:claim_id>/coowners/<int:coowner_id>/remove/",
        claim_views.coowner_remove,
        name="coowner_remove",
    ),
    path("account/api-tokens/", claim_views.api_tokens, name="api_tokens"),
    path("opt-out/", optout_views.optout_form, name="optout_form"),
    path("opt-out/sent/", optout_views.optout_sent, name="optout_sent"),
    path("opt-out/confirm/<str:token>/", optout_views.optout_confirm, name="optout_confirm"),
    path("servers/<slug:slug>/opt-out/", optout_views.optout_owner, name="optout_owner"),
    path(
        "servers/<slug:slug>/opt-out/withdraw/",
        optout_views.optout_withdraw,
        name="optout_withdraw",
    ),
    path("review/opt-outs/", optout_views.optout_review_queue, name="optout_review_queue"),
    path("assessments/<int:assessment_id>/dispute/", dispute_views.dispute_new, name="dispute_new"),
    path("disputes/", dispute_views.dispute_list, name="dispute_list"),
    path("disputes/<int:dispute_id>/", dispute_views.dispute_detail, name="dispute_detail"),
    path(
        "disputes/<int:dispute_id>/withdraw/",
        dispute_views.dispute_withdraw,
        name="dispute_withdraw",
    ),
    path(
        "disputes/<int:dispute_id>/acknowledge/",
        dispute_views.dispute_acknowledge,
        name="dispute_acknowledge",
    ),
    path(
        "disputes/<int:dispute_id>/resolve/", dispute_views.dispute_resolve, name="dispute_resolve"
    ),
    path("disputes/<int:dispute_id>/check/", dispute_views.dispute_check, name="dispute_check"),
    path(
        "disputes/<int:dispute_id>/evidence/",
        dispute_views.dispute_add_evidence,
        name="dispute_add_evidence",
    ),
    path("review/disputes/", dispute_views.review_queue, name="dispute_review_queue"),
    path(
        "api/v1/assessments/<int:assessment_id>/disputes",
        dispute_api.DisputeFile.as_view(),
        name="api_dispute_file",
    ),
    path("api/v1/disputes/", dispute_api.DisputeList.as_view(), name="api_disputes"),
    path(
        "api/v1/disputes/<int:dispute_id>", dispute_api.DisputeDetail.as_view(), name="api_dispute"
    ),
    path(
        "api/v1/disputes/<int:dispute_id>/resolve",
        dispute_api.DisputeResolve.as_view(),
        name="api_dispute_resolve",
    ),
    path(
        "api/v1/disputes/<int:dispute_id>/withdraw",
        dispute_api.DisputeWithdraw.as_view(),
        name="api_dispute_withdraw",
    ),
    path("changelog/", views.changelog, name="changelog"),
    path("changelog/<int:seq>/", views.changelog_entry, name="changelog_entry"),
    path("changelog/checkpoint", views.changelog_checkpoint, name="changelog_checkpoint"),
    path("changelog/public-key", views.changelog_public_key, name="changelog_public_key"),
    path(
        "changelog/checkpoint.txt",
        views.changelog_checkpoint_note,
        name="changelog_checkpoint_note",
    ),
    path("changelog/verifier-key", views.changelog_verifier_key, name="changelog_verifier_key"),
    path(
        "api/v1/changelog/cosignatures",
        api.CosignatureSubmit.as_view(),
        name="api_changelog_cosignatures",
    ),
    path(
        "api/v1/changelog/proof/inclusion",
        api.InclusionProof.as_view(),
        name="api_changelog_inclusion",
    ),
    path(
        "api/v1/changelog/proof/consistency",
        api.ConsistencyProof.as_view(),
        name="api_changelog_consistency",
    ),
    path(
        "changelog/feed/",
        require_safe(public_page(ChangelogFeed(), scopes=lambda: ("changelog",))),
        name="changelog_feed",
    ),
    path("methodology/", views.methodology, name="methodology"),
    path("methodology/<str:version>/", views.methodology_version, name="methodology_version"),
    path("docs/mcp/", views.mcp_docs, name="mcp_docs"),
    path("testing-policy/", views.testing_policy, name="testing_policy"),
    path("research/", research_views.research, name="research"),
    path("robots.txt", robots_txt, name="robots_txt"),
    path("sitemap.xml", sitemap_index, name="sitemap_index"),
    path(
        "sitemap-<section>.xml",
        require_safe(cache_control(max_age=3600, public=True)(sitemap_views.sitemap)),
        {"sitemaps": SITEMAPS},
        name="sitemap_section",
    ),
    path("healthz", views.healthz, name="healthz"),
    path("livez", views.livez, name="livez"),
    path("badge/<str:slug>.svg", views.badge, {"fmt": "svg"}, name="badge_svg"),
    path("badge/<str:slug>.json", views.badge, {"fmt": "json"}, name="badge_json"),
    path("api/v1/servers/", api.ServerList.as_view(), name="api_servers"),
    path("api/v1/servers/<slug:slug>", api.ServerDetail.as_view(), name="api_server"),
    path(
        "api/v1/servers/<slug:slug>/history",
        api.ServerHistory.as_view(),
        name="api_server_history",
    ),
    path("api/v1/servers/<slug:slug>/trend", api.ServerTrend.as_view(), name="api_server_trend"),
    path(
        "api/v1/servers/<slug:slug>/assessments",
        assessment_api.AssessmentRequest.as_view(),
        name="api_assessment_request",
    ),
    path(
        "api/v1/servers/<slug:slug>/tools/<str:tool>/history",
        api.ToolHistory.as_view(),
        name="api_tool_history",
    ),
    path("api/v1/changelog/", api.ChangelogList.as_view(), name="api_changelog"),
    path("api/v1/rubrics/", api.RubricList.as_view(), name="api_rubrics"),
    path("api/v1/rubrics/<str:version>", api.RubricDetail.as_view(), name="api_rubric"),
    path(
        "api/v1/assessments/<int:assessment_id>",
        api.AssessmentReport.as_view(),
        name="api_assessment",
    ),
    path("api/v1/claims/", claim_api.ClaimList.as_view(), name="api_claims"),
    path("api/v1/claims/<int:claim_id>", claim_api.ClaimDetail.as_view(), name="api_claim"),
    path(
        "api/v1/claims/<int:claim_id>/checks",
        claim_api.ClaimChecks.as_view(),
        name="api_claim_checks",
    ),
    # The certified directory as an MCP Registry sub-registry (the registry's paths).
    path("v0/servers", subregistry.ServerList.as_view(), name="subregistry_servers"),
    re_path(
        r"^v0/servers/(?P<serverName>[^/]+/[^/]+)/versions$",
        subregistry.ServerVersions.as_view(),
        name="subregistry_server_versions",
    ),
    re_path(
        r"^v0/servers/(?P<serverName>[^/]+/[^/]+)/versions/(?P<version>[^/]+)$",
        subregistry.ServerVersion.as_view(),
        name="subregistry_server_version",
    ),
    re_path(r"^v0/(?P<rest>.*)$", subregistry.not_found, name="subregistry_not_found"),
    path("api/schema/", SchemaView.as_view(), name="api_schema"),
    path(
        "api/docs/",
        # Split: the initialising script is its own request, so the strict CSP holds.
        SpectacularSwaggerSplitView.as_view(
            url_name="api_schema", template_name="api/swagger_ui.html"
        ),
        name="api_docs",
    ),
    # Any other address under /api/ answers in the API's error shape, naming the address
    # it may have meant (a slash too many or too few).
    re_path(r"^api/", api_not_found, name="api_not_found"),
    path("accounts/", include("allauth.urls")),
    path("admin/login/", accounts.admin_login, name="admin_login"),
    path("admin/", admin.site.urls),
]
