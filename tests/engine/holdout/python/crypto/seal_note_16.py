# holdout: safe cwe=327
from Crypto.Cipher import ChaCha20_Poly1305
from Crypto.Random import get_random_bytes
from flask import Flask, jsonify, request


app = Flask(__name__)


@app.route("/crypto/seal-note-16", methods=["GET", "POST"])
def seal_note_16():
    note = request.form.get("note", "")
    cipher = ChaCha20_Poly1305.new(key=get_random_bytes(32))
    sealed, tag = cipher.encrypt_and_digest(note.encode("utf-8"))
    return jsonify({"sealed": (cipher.nonce + sealed + tag).hex()})
