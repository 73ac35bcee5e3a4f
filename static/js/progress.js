// Follows a running assessment: polls its status and reloads the page once it is final;
// shows the notice when no worker has been seen lately.
(function () {
  "use strict";
  var panel = document.getElementById("progress");
  if (!panel || !window.fetch) { return; }
  var url = panel.getAttribute("data-status-url");
  function show(name, value) {
    var node = panel.querySelector('[data-field="' + name + '"]');
    if (node && value !== null && value !== undefined) { node.textContent = value; }
  }
  function poll() {
    fetch(url, {headers: {"Accept": "application/json"}, cache: "no-store"})
      .then(function (response) { return response.ok ? response.json() : null; })
      .then(function (status) {
        if (!status) { return setTimeout(poll, 5000); }
        show("state_display", status.state_display);
        var step = status.progress || "";
        if (status.calls_made !== null && status.calls_made !== undefined) {
          step += " — " + status.calls_made + " of " + status.call_budget + " calls made";
        }
        show("progress", step);
        var notice = panel.querySelector("[data-worker-notice]");
        if (notice && typeof status.worker_seen_recently === "boolean") {
          notice.hidden = status.worker_seen_recently;
        }
        if (status.final) { window.location.reload(); } else { setTimeout(poll, 1500); }
      })
      .catch(function () { setTimeout(poll, 5000); });
  }
  setTimeout(poll, 1000);
})();
