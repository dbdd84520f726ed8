// holdout: safe cwe=327
package org.example.web.crypto;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.SecureRandom;
import java.util.Base64;
import javax.crypto.Cipher;
import javax.crypto.KeyGenerator;
import javax.crypto.SecretKey;
import javax.crypto.spec.GCMParameterSpec;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet(value = "/crypto/sealer18")
public class Sealer18 extends HttpServlet {
    private static final long serialVersionUID = 1L;

    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        response.setContentType("text/html;charset=UTF-8");
        String secret = request.getParameter("secret");
        try {
            SecretKey key = KeyGenerator.getInstance("AES").generateKey();
            byte[] iv = new byte[12];
            new SecureRandom().nextBytes(iv);
            Cipher aes = Cipher.getInstance("AES/GCM/NoPadding");
            aes.init(Cipher.ENCRYPT_MODE, key, new GCMParameterSpec(128, iv));
            response.getWriter().println(Base64.getEncoder().encodeToString(aes.doFinal(secret.getBytes(StandardCharsets.UTF_8))));
        } catch (GeneralSecurityException e) {
            throw new ServletException(e);
        }
    }
}
