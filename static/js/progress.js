// Follows a running assessment: polls its status and reloads the page once it is final.
// What the page rendered follows the state: the badge, the step, the queued notice
// (shown only while queued), the live calls' progress bar, and the notice shown when no
// worker has been seen lately.
(function () {
  "use strict";
  var panel = document.getElementById("progress");
  if (!panel || !window.fetch) { return; }
  var url = panel.getAttribute("data-status-url");
  function show(name, value) {
    var node = panel.querySelector('[data-field="' + name + '"]');
    if (node && value !== null && value !== undefined) { node.textContent = value; }
  }
  function follow(status) {
    show("state_display", status.state_display);
    var badge = panel.querySelector('[data-field="state_display"]');
    if (badge) { badge.className = "state-badge state-" + status.state; }
    show("progress", status.progress || "");
    var queued = panel.querySelector("[data-queued-notice]");
    if (queued) { queued.hidden = status.state !== "queued"; }
    var bar = panel.querySelector("progress");
    if (bar && typeof status.calls_made === "number") {
      bar.max = status.call_budget;
      bar.value = status.calls_made;
      bar.textContent = status.calls_made + " of " + status.call_budget;
      show("calls", status.calls_made + " of " + status.call_budget + " calls made");
    }
    var notice = panel.querySelector("[data-worker-notice]");
    if (notice && typeof status.worker_seen_recently === "boolean") {
      notice.hidden = status.worker_seen_recently;
    }
  }
  function poll() {
    fetch(url, {headers: {"Accept": "application/json"}, cache: "no-store"})
      .then(function (response) { return response.ok ? response.json() : null; })
      .then(function (status) {
        if (!status) { return setTimeout(poll, 5000); }
        follow(status);
        if (status.final) { window.location.reload(); } else { setTimeout(poll, 1500); }
      })
      .catch(function () { setTimeout(poll, 5000); });
  }
  setTimeout(poll, 1000);
})();
