from django.contrib import admin
from django.urls import include, path

from certification import views

urlpatterns = [
    path("", views.home, name="home"),
    path("servers/", views.server_list, name="server_list"),
    path("servers/propose/", views.server_propose, name="server_propose"),
    path("servers/<slug:slug>/", views.server_detail, name="server_detail"),
    path("servers/<slug:slug>/edit/", views.server_edit, name="server_edit"),
    path("methodology/", views.methodology, name="methodology"),
    path("methodology/<str:version>/", views.methodology_version, name="methodology_version"),
    path("testing-policy/", views.testing_policy, name="testing_policy"),
    path("healthz", views.healthz, name="healthz"),
    path("accounts/", include("allauth.urls")),
    path("admin/", admin.site.urls),
]
