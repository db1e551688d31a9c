"""The preview page in a real browser: typing redraws, pickers change the render, downloads
are the CLI's bytes, errors point at their line, and the keyboard alone does all of it."""
import os

from conftest import Server, cli, screenshot

SCRIPT = "@title Lunch plans\n@me Ann\n\n-- Today\n[12:01] Ann: Hungry?\n[12:02] Bob: Starving.\n"


def sequence(page):
    return int(page.get_attribute("#picture", "data-sequence"))


def wait_for_redraw(page, after):
    page.locator("#picture").wait_for()
    page.wait_for_selector(f"#picture:not([data-sequence='{after}'])")
    page.wait_for_selector("#status:text-matches('^Drawn')")
    return sequence(page)


def natural_height(page):
    return page.locator("#picture").evaluate("img => img.naturalHeight")


def set_script(page, text):
    before = sequence(page)
    page.fill("#editor", text)
    return wait_for_redraw(page, before)


def test_typing_redraws_the_picture(page):
    set_script(page, SCRIPT)
    height = natural_height(page)
    before = sequence(page)
    page.click("#editor")
    page.keyboard.press("Control+End")
    page.keyboard.type("Ann: Ramen it is\nBob: On my way")
    after = wait_for_redraw(page, before)
    assert after > before
    assert natural_height(page) > height
    # Debounced: typing 29 characters sent far fewer requests.
    assert after - before < 10
    screenshot(page, "serve-page.png")


def download_png(page, scratch):
    with page.expect_download() as download:
        page.get_by_role("button", name="PNG").click()
    saved = os.path.join(scratch, download.value.suggested_filename)
    download.value.save_as(saved)
    with open(saved, "rb") as f:
        return f.read()


def test_theme_and_appearance_change_the_render(page, scratch):
    set_script(page, SCRIPT)
    shown = page.locator("#picture").screenshot()
    before = sequence(page)
    page.get_by_label("Theme").select_option("green")
    before = wait_for_redraw(page, before)
    green = page.locator("#picture").screenshot()
    assert green != shown
    page.get_by_label("Appearance").select_option("dark")
    wait_for_redraw(page, before)
    assert page.locator("#picture").screenshot() != green
    path = os.path.join(scratch, "lunch.chat")
    with open(path, "w") as f:
        f.write(SCRIPT)
    expected = cli(path, "--theme", "green", "--appearance", "dark", "--scale", "2", "-o", "-")
    assert download_png(page, scratch) == expected


def test_downloaded_png_is_the_clis(page, scratch):
    set_script(page, SCRIPT)
    page.get_by_label("Scale").select_option("3")
    page.wait_for_selector("#status:text-matches('^Drawn: 960')")
    with page.expect_download() as download:
        page.get_by_role("button", name="PNG").click()
    saved = os.path.join(scratch, "download.png")
    download.value.save_as(saved)
    assert download.value.suggested_filename == "chat.png"
    path = os.path.join(scratch, "chat.chat")
    with open(path, "w") as f:
        f.write(SCRIPT)
    with open(saved, "rb") as f:
        assert f.read() == cli(path, "--scale", "3", "-o", "-")
    with page.expect_download() as snippet:
        page.get_by_role("button", name="<picture> HTML").click()
    snippet.value.save_as(os.path.join(scratch, "chat.html"))
    with open(os.path.join(scratch, "chat.html")) as f:
        assert f.read().startswith('<img src="chat.png" width="320"')


def test_errors_show_their_line_and_column(page):
    text = '{\n  "messages": [\n    {"from": "me", "text": 42}\n  ]\n}\n'
    page.fill("#editor", text)
    page.wait_for_selector("#error:not([hidden])")
    assert page.get_attribute("#error", "data-line") == "3"
    message = page.inner_text("#error-text")
    assert message.startswith("chat.json:3:"), message
    assert "messages[0].text" in message
    assert page.get_attribute("#editor", "aria-invalid") == "true"
    screenshot(page, "serve-error.png")
    page.get_by_role("button", name="Go to line 3").click()
    column = int(page.get_attribute("#error", "data-column"))
    caret = page.locator("#editor").evaluate("e => e.selectionStart")
    assert caret == len('{\n  "messages": [\n') + column - 1
    # Fixing it clears the error and draws again.
    page.fill("#editor", text.replace("42", '"hi"'))
    page.wait_for_selector("#error[hidden]", state="attached")
    assert page.get_attribute("#editor", "aria-invalid") == "false"


def test_keyboard_alone(page, scratch):
    page.keyboard.press("Tab")
    assert page.evaluate("() => document.activeElement.textContent") == "Skip to the picture"
    page.keyboard.press("Tab")
    assert page.evaluate("() => document.activeElement.id") == "editor"
    before = sequence(page)
    page.keyboard.press("Control+A")
    page.keyboard.type("@me Ann\nAnn: Typed with the keyboard\nBob: Only\n")
    wait_for_redraw(page, before)
    page.keyboard.press("Tab")   # leaves the editor: Tab is not trapped
    assert page.evaluate("() => document.activeElement.id") == "theme"
    before = sequence(page)
    page.keyboard.press("ArrowDown")   # a select changes with the arrow keys
    wait_for_redraw(page, before)
    names = []
    for _ in range(12):
        page.keyboard.press("Tab")
        names.append(page.evaluate("() => document.activeElement.textContent || document.activeElement.id"))
        if names[-1] == "PNG":
            break
    assert names[-1] == "PNG", names
    with page.expect_download() as download:
        page.keyboard.press("Enter")
    assert download.value.suggested_filename == "chat.png"
    assert page.get_by_role("textbox", name="Conversation: a .chat script or JSON").count() == 1
    for label in ["Theme", "Appearance", "Device", "Scale"]:
        assert page.get_by_role("combobox", name=label, exact=True).count() == 1, label
    for label in ["Status bar", "Header", "Input bar"]:
        assert page.get_by_role("checkbox", name=label, exact=True).count() == 1, label


def test_preview_redraws_when_the_file_is_saved(browser, scratch):
    path = os.path.join(scratch, "lunch.chat")
    with open(path, "w") as f:
        f.write(SCRIPT)
    preview = Server("preview", path)
    try:
        context = browser.new_context(viewport={"width": 1280, "height": 900})
        page = context.new_page()
        page.goto(preview.url)
        page.wait_for_selector("#picture[data-sequence]")
        page.wait_for_selector("body[data-watching]", state="attached")
        assert page.input_value("#editor") == SCRIPT
        assert page.inner_text("#file-name") == "lunch.chat"
        height = natural_height(page)
        before = sequence(page)
        with open(path + ".tmp", "w") as f:
            f.write(SCRIPT + "Ann: Saved by another editor\n")
        os.replace(path + ".tmp", path)
        wait_for_redraw(page, before)
        assert natural_height(page) > height
        assert "Saved by another editor" in page.input_value("#editor")
        screenshot(page, "preview-page.png")
        # Edits in the page are not written back until Save.
        page.fill("#editor", SCRIPT + "Bob: Edited in the page\n")
        page.wait_for_selector("#file-status:text('Edited: not saved.')")
        with open(path) as f:
            assert "Edited in the page" not in f.read()
        page.get_by_role("button", name="Save").click()
        page.wait_for_selector("#file-status:text-matches('^Saved')")
        with open(path) as f:
            assert f.read() == SCRIPT + "Bob: Edited in the page\n"
        context.close()
    finally:
        preview.stop()
