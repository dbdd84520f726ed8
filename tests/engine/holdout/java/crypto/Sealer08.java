// holdout: safe cwe=327
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

@WebServlet(value = "/crypto/sealer08")
public class Sealer08 extends HttpServlet {
    private static final long serialVersionUID = 1L;

    private static SecretKey keyFromVault(String family) throws GeneralSecurityException {
        KeyGenerator generator = KeyGenerator.getInstance(family);
        return generator.generateKey();
    }

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        response.setContentType("text/html;charset=UTF-8");
        String cardNumber = request.getParameter("card");
        try {
            Cipher cipher = Cipher.getInstance("AES/CBC/NoPadding", "SunJCE");
            cipher.init(Cipher.ENCRYPT_MODE, keyFromVault(("AES/CBC/NoPadding").split("/")[0]));
            byte[] sealed = cipher.doFinal(cardNumber.getBytes(StandardCharsets.UTF_8));
            request.getSession().setAttribute("sealedCard", Base64.getEncoder().encodeToString(sealed));
        } catch (GeneralSecurityException e) {
            throw new ServletException(e);
        }
    }
}
