// The owner's end of lead forwarding: a Google Apps Script web app bound to the leads spreadsheet.
// send-to-sheets POSTs each lead as JSON; this script appends it to the 'Leads' tab once, however
// often the same lead arrives, and answers {"ok": true, "lead_id": …, "duplicate": …}. The
// function counts a lead as delivered only on that answer, so a retry after a timeout or an error
// page is always safe: at-least-once delivery plus this idempotent receiver is exactly once.
// Setup, step by step: docs/lead-forwarding.md ("The owner's sheet"). Paste this whole file as
// Code.gs (Extensions → Apps Script), set the script property WEBHOOK_SECRET, deploy as a web app.

var LEADS_TAB = "Leads";
// Column A is the lead's id: the script looks a delivery's id up there before appending.
var COLUMNS = [
  "lead_id",
  "created_at",
  "name",
  "whatsapp",
  "email",
  "investment_type",
  "capital_range",
  "execution_format",
  "understands_discipline",
  "received_at",
];
var LEAD_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
// How long a delivery waits for another one to finish appending (the sender gives up after 20 s).
var LOCK_WAIT_MS = 10000;

function doPost(e) {
  var answer;
  try {
    answer = receiveLead_(e);
  } catch (error) {
    // Never Google's HTML error page: the sender stores this reason and tries again later.
    answer = { ok: false, error: "The script failed: " + (error && error.message ? error.message : String(error)) };
  }
  return ContentService.createTextOutput(JSON.stringify(answer)).setMimeType(ContentService.MimeType.JSON);
}

// A browser opening the web app's URL sees that it is live (and nothing of the sheet).
function doGet() {
  return ContentService.createTextOutput(JSON.stringify({ ok: true, receiver: "leads" })).setMimeType(
    ContentService.MimeType.JSON,
  );
}

function receiveLead_(e) {
  var secret = PropertiesService.getScriptProperties().getProperty("WEBHOOK_SECRET");
  if (!secret) return { ok: false, error: "Set the script property WEBHOOK_SECRET (docs/lead-forwarding.md)." };
  if (!e || !e.parameter || e.parameter.secret !== secret)
    return { ok: false, error: "Wrong or missing secret in the URL." };
  var lead;
  try {
    lead = JSON.parse(e.postData && e.postData.contents);
  } catch {
    return { ok: false, error: "The body is not JSON." };
  }
  if (!lead || typeof lead !== "object" || typeof lead.lead_id !== "string" || !LEAD_ID.test(lead.lead_id)) {
    return { ok: false, error: "The body has no lead_id." };
  }
  var id = lead.lead_id.toLowerCase();
  // One delivery at a time looks the id up and appends, so two deliveries of one lead cannot both append.
  var lock = LockService.getScriptLock();
  if (!lock.tryLock(LOCK_WAIT_MS))
    return { ok: false, lead_id: id, error: "Another delivery held the lock; try again." };
  try {
    var sheet = leadsTab_();
    if (hasLead_(sheet, id)) return { ok: true, lead_id: id, duplicate: true };
    var values = { lead_id: id, received_at: new Date().toISOString() };
    var row = COLUMNS.map(function (column) {
      return safeCell_(values[column] !== undefined ? values[column] : lead[column]);
    });
    sheet.appendRow(row);
    // Written before the lock is released, so the next delivery's look-up sees this row.
    SpreadsheetApp.flush();
    return { ok: true, lead_id: id, duplicate: false };
  } finally {
    lock.releaseLock();
  }
}

// The 'Leads' tab, created with its header row the first time.
function leadsTab_() {
  var spreadsheet = SpreadsheetApp.getActiveSpreadsheet();
  var sheet = spreadsheet.getSheetByName(LEADS_TAB);
  if (!sheet) {
    sheet = spreadsheet.insertSheet(LEADS_TAB);
    sheet.appendRow(COLUMNS);
    sheet.setFrozenRows(1);
  }
  return sheet;
}

function hasLead_(sheet, id) {
  var last = sheet.getLastRow();
  if (last < 2) return false;
  var ids = sheet.getRange(2, 1, last - 1, 1).getValues();
  for (var i = 0; i < ids.length; i++) {
    if (String(ids[i][0]).toLowerCase() === id) return true;
  }
  return false;
}

// A cell starting with = + - @ tab or carriage return would run as a formula (=HYPERLINK(…)):
// a leading apostrophe keeps it text, shown as typed (OWASP's advice for CSV and sheets).
function safeCell_(value) {
  var text = value === undefined || value === null ? "" : String(value);
  return /^[=+\-@\t\r]/.test(text) ? "'" + text : text;
}
