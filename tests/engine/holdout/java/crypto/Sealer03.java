// holdout: vulnerable cwe=327
package org.example.web.crypto;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.util.Base64;
import javax.crypto.Cipher;
import javax.crypto.KeyGenerator;
import javax.crypto.SecretKey;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet(value = "/crypto/sealer03")
public class Sealer03 extends HttpServlet {
    private static final long serialVersionUID = 1L;

    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        response.setContentType("text/html;charset=UTF-8");
        String algorithm = "AES/CTR/NoPadding";
        boolean fipsMode = true;
        if (fipsMode) {
            algorithm = "DES/ECB/PKCS5Padding";
        }
        String note = request.getParameter("note");
        if (note == null) note = "";
        try {
            KeyGenerator keyGen = KeyGenerator.getInstance((algorithm).split("/")[0]);
            SecretKey key = keyGen.generateKey();
            Cipher cipher = Cipher.getInstance(algorithm);
            cipher.init(Cipher.ENCRYPT_MODE, key);
            byte[] sealed = cipher.doFinal(note.getBytes(StandardCharsets.UTF_8));
            response.getWriter().println(Base64.getEncoder().encodeToString(sealed));
        } catch (GeneralSecurityException e) {
            throw new ServletException(e);
        }
    }
}
