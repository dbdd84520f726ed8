# holdout: safe cwe=327
import base64

from Crypto.Cipher import AES
from Crypto.Random import get_random_bytes
from django.http import JsonResponse


def seal_note_06(request):
    algorithm = AES.MODE_CBC
    note = request.POST.get("note", "")
    key = get_random_bytes(16)
    cipher = AES.new(key, algorithm)
    sealed = cipher.encrypt(note.encode("utf-8").ljust(64, b" "))
    return JsonResponse({"sealed": base64.b64encode(sealed).decode("ascii")})
