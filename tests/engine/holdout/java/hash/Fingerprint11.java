// holdout: vulnerable cwe=328
package org.example.web.hash;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.MessageDigest;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import org.apache.commons.codec.binary.Hex;

@WebServlet(value = "/hash/fingerprint11")
public class Fingerprint11 extends HttpServlet {
    private static final long serialVersionUID = 1L;

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        response.setContentType("text/html;charset=UTF-8");
        String document = request.getParameter("doc");
        try {
            MessageDigest md = MessageDigest.getInstance("SHA-1", "SUN");
            byte[] fingerprint = md.digest(document.getBytes(StandardCharsets.UTF_8));
            response.getWriter().println("etag: " + Hex.encodeHexString(fingerprint));
        } catch (GeneralSecurityException e) {
            throw new ServletException(e);
        }
    }
}
