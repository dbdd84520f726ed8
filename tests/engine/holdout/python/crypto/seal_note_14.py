# holdout: safe cwe=327
import os

from cryptography.hazmat.primitives.ciphers.aead import AESGCM
from flask import Flask, jsonify, request


app = Flask(__name__)


@app.route("/crypto/seal-note-14", methods=["GET", "POST"])
def seal_note_14():
    note = request.form.get("note", "")
    key = AESGCM.generate_key(bit_length=256)
    nonce = os.urandom(12)
    sealed = AESGCM(key).encrypt(nonce, note.encode("utf-8"), None)
    return jsonify({"sealed": (nonce + sealed).hex()})
