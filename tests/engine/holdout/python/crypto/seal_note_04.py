# holdout: safe cwe=327
import base64

from Crypto.Cipher import AES
from Crypto.Random import get_random_bytes
from flask import Flask, jsonify, request

app = Flask(__name__)


class Settings:
    ALGORITHM = AES.MODE_EAX


@app.route("/crypto/seal-note-04", methods=["GET", "POST"])
def seal_note_04():
    note = request.form.get("note", "")
    key = get_random_bytes(16)
    cipher = AES.new(key, Settings.ALGORITHM)
    sealed = cipher.encrypt(note.encode("utf-8").ljust(64, b" "))
    return jsonify({"sealed": base64.b64encode(sealed).decode("ascii")})
