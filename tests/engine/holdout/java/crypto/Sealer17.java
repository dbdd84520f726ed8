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

@WebServlet(value = "/crypto/sealer17")
public class Sealer17 extends HttpServlet {
    private static final long serialVersionUID = 1L;

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        response.setContentType("text/html;charset=UTF-8");
        String secret = request.getParameter("secret");
        try {
            SecretKey key = KeyGenerator.getInstance("DES").generateKey();
            Cipher des = Cipher.getInstance("DES");
            des.init(Cipher.ENCRYPT_MODE, key);
            response.getWriter().println(Base64.getEncoder().encodeToString(des.doFinal(secret.getBytes(StandardCharsets.UTF_8))));
        } catch (GeneralSecurityException e) {
            throw new ServletException(e);
        }
    }
}
