"""Fixtures of the browser tests: a chatshot server on a free loopback port, Debian's
Chromium driven by Playwright (no browser download), and the CLI for the expected bytes."""
import os
import subprocess
import tempfile

import pytest
from playwright.sync_api import sync_playwright

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
CHATSHOT = os.environ.get("CHATSHOT", os.path.join(ROOT, ".build", "debug", "chatshot"))
CHROMIUM = os.environ.get("CHROMIUM", "/usr/bin/chromium")
SCREENSHOTS = os.environ.get("CHATSHOT_SCREENSHOTS")  # a folder: the docs' screenshots go there


class Server:
    """`chatshot COMMAND … --port 0`: its address is the first line it prints."""

    def __init__(self, *arguments, cwd=None):
        self.process = subprocess.Popen(
            [CHATSHOT, *arguments, "--port", "0"], stdout=subprocess.PIPE, stderr=subprocess.PIPE,
            text=True, cwd=cwd)
        self.url = self.process.stdout.readline().strip()
        assert self.url.startswith("http://"), self.process.stderr.read()

    def stop(self):
        self.process.terminate()
        assert self.process.wait(timeout=30) == 0


def cli(*arguments, cwd=None):
    """Runs chatshot and returns its standard output; fails on a non-zero exit."""
    result = subprocess.run([CHATSHOT, *arguments], capture_output=True, cwd=cwd, timeout=120)
    assert result.returncode == 0, result.stderr.decode()
    return result.stdout


@pytest.fixture(scope="session")
def browser():
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, headless=True)
        yield browser
        browser.close()


@pytest.fixture(scope="session")
def server():
    server = Server("serve", "--workers", "2")
    yield server
    server.stop()


@pytest.fixture
def page(browser, server):
    context = browser.new_context(viewport={"width": 1280, "height": 900}, accept_downloads=True)
    page = context.new_page()
    page.goto(server.url)
    page.wait_for_selector("#picture[data-sequence]")
    yield page
    context.close()


@pytest.fixture
def scratch():
    with tempfile.TemporaryDirectory(prefix="chatshot-browser-") as folder:
        yield folder


def screenshot(page, name):
    if SCREENSHOTS:
        page.screenshot(path=os.path.join(SCREENSHOTS, name))
