import os


def test_label_command():
    os.system("print-label " + os.environ.get("SKU", "demo"))
