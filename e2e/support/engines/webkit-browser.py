#!/usr/bin/python3
"""A WebKitGTK browser for WebKitWebDriver that reports on stdout what MiniBrowser hides.

WebKitWebDriver starts it with --automation (and WEBKIT_INSPECTOR_SERVER set); every web view
the session asks for is a bare window on the Xvfb display. Console messages (uncaught errors,
CSP warnings and violations among them), finished downloads and clipboard changes are written
as one JSON line each, prefixed "E2E ", to the --log file, which e2e/support/engines/webkit.ts reads.

Usage: webkit-browser.py --automation --recorder=FILE --downloads=DIR --log=FILE
"""
import json
import os
import sys

import gi

gi.require_version("Gdk", "3.0")
gi.require_version("Gtk", "3.0")
gi.require_version("WebKit2", "4.1")
from gi.repository import Gdk, Gtk, WebKit2  # noqa: E402


def report(kind, **fields):
    print("E2E " + json.dumps({"kind": kind, **fields}), flush=True)


def option(name):
    prefix = f"--{name}="
    return next((arg[len(prefix):] for arg in sys.argv if arg.startswith(prefix)), None)


recorder_source = open(option("recorder"), encoding="utf-8").read() if option("recorder") else ""
downloads_dir = option("downloads") or "/tmp"
if option("log"):
    # WebKitWebDriver silences the browser's output; the web processes inherit these descriptors, so
    # the console lines they write to stderr land in the log file too.
    log = os.open(option("log"), os.O_WRONLY | os.O_CREAT | os.O_APPEND, 0o644)
    os.dup2(log, 1)
    os.dup2(log, 2)

context = WebKit2.WebContext.get_default()
context.set_automation_allowed(True)
content = WebKit2.UserContentManager()
if recorder_source:
    # The page recorder runs before any of the page's scripts, as the other engines' init scripts do.
    content.add_script(
        WebKit2.UserScript(
            recorder_source,
            WebKit2.UserContentInjectedFrames.TOP_FRAME,
            WebKit2.UserScriptInjectionTime.START,
            None,
            None,
        )
    )



def on_download(_context, download):
    def decide(dl, suggested):
        dl.set_destination("file://" + os.path.join(downloads_dir, suggested))
        return True

    download.connect("decide-destination", decide)
    download.connect("finished", lambda dl: report("download", path=dl.get_destination()))
    download.connect("failed", lambda dl, error: report("download-failed", message=error.message))


context.connect("download-started", on_download)

clipboard = Gtk.Clipboard.get(Gdk.SELECTION_CLIPBOARD)


def on_clipboard_change(board, _event):
    board.request_text(lambda _board, text: report("clipboard", text=text))


clipboard.connect("owner-change", on_clipboard_change)


def new_view(_session):
    settings = WebKit2.Settings()
    settings.set_enable_write_console_messages_to_stdout(True)
    settings.set_javascript_can_access_clipboard(False)
    view = WebKit2.WebView(
        web_context=context,
        user_content_manager=content,
        settings=settings,
        is_controlled_by_automation=True,
    )
    window = Gtk.Window()
    window.set_default_size(1280, 800)
    window.add(view)
    view.connect("close", lambda _view: window.destroy())
    window.show_all()
    return view


def on_automation_started(_context, session):
    info = WebKit2.ApplicationInfo()
    info.set_name("e2e-webkit-browser")
    info.set_version(1, 0, 0)
    session.set_application_info(info)
    session.connect("create-web-view", new_view)


context.connect("automation-started", on_automation_started)
Gtk.main()
