# holdout: safe cwe=327
import os

from cryptography.hazmat.primitives.ciphers import Cipher, algorithms, modes
from flask import Flask, jsonify, request


app = Flask(__name__)


@app.route("/crypto/seal-note-10", methods=["GET", "POST"])
def seal_note_10():
    card = request.form.get("card", "")
    key = os.urandom(32)
    iv = os.urandom(16)
    algorithm = modes.ECB()
    fips_mode = True
    if fips_mode:
        algorithm = modes.CBC(iv)
    encryptor = Cipher(algorithms.AES(key), algorithm).encryptor()
    sealed = encryptor.update(card.encode("utf-8").ljust(32, b"0")) + encryptor.finalize()
    return jsonify({"sealed": sealed.hex()})
