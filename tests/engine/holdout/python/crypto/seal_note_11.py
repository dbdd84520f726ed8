# holdout: vulnerable cwe=327
from Crypto.Cipher import DES
from Crypto.Random import get_random_bytes
from flask import Flask, jsonify, request


app = Flask(__name__)


@app.route("/crypto/seal-note-11", methods=["GET", "POST"])
def seal_note_11():
    note = request.form.get("note", "")
    cipher = DES.new(get_random_bytes(8), DES.MODE_CBC)
    sealed = cipher.encrypt(note.encode("utf-8").ljust(64, b" "))
    return jsonify({"sealed": sealed.hex()})
