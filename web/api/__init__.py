"""The JSON API (Django REST Framework), one module per area."""
