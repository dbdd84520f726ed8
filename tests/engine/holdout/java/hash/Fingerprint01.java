// holdout: vulnerable cwe=328
package org.example.web.hash;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.Base64;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet(value = "/hash/fingerprint01")
public class Fingerprint01 extends HttpServlet {
    private static final long serialVersionUID = 1L;
    private static final byte[] SALT = "c2FsdC12YWx1ZQ".getBytes(StandardCharsets.UTF_8);

    @Override
    public void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        doPost(request, response);
    }

    @Override
    public void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        response.setContentType("text/html;charset=UTF-8");
        String[] choices = { "SHA-256", "MD5" };
        String algorithm = choices[1];
        String password = request.getParameter("password");
        try {
            MessageDigest md = MessageDigest.getInstance(algorithm);
            md.update(SALT);
            byte[] hashed = md.digest(password.getBytes(StandardCharsets.UTF_8));
            request.getSession().setAttribute("pwHash", Base64.getEncoder().encodeToString(hashed));
            response.getWriter().println("stored");
        } catch (NoSuchAlgorithmException e) {
            throw new ServletException(e);
        }
    }
}
