# holdout: vulnerable cwe=327
import os

from cryptography.hazmat.primitives.ciphers import Cipher, algorithms, modes
from django.http import JsonResponse


def seal_note_09(request):
    card = request.POST.get("card", "")
    key = os.urandom(32)
    iv = os.urandom(16)
    algorithm = modes.ECB()
    encryptor = Cipher(algorithms.AES(key), algorithm).encryptor()
    sealed = encryptor.update(card.encode("utf-8").ljust(32, b"0")) + encryptor.finalize()
    return JsonResponse({"sealed": sealed.hex()})
