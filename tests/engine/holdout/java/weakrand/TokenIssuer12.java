// holdout: safe cwe=330
package org.example.web.weakrand;

import java.io.IOException;
import java.security.NoSuchAlgorithmException;
import java.security.SecureRandom;
import java.util.Base64;
import java.util.HashMap;
import java.util.Map;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet(value = "/weakrand/tokenissuer12")
public class TokenIssuer12 extends HttpServlet {
    private static final long serialVersionUID = 1L;
    private static final Map<String, String> RESET_TOKENS = new HashMap<>();

    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        response.setContentType("text/html;charset=UTF-8");
        byte[] bytes = new byte[16];
        try {
            SecureRandom.getInstanceStrong().nextBytes(bytes);
        } catch (NoSuchAlgorithmException e) {
            throw new ServletException(e);
        }
        String token = Base64.getEncoder().encodeToString(bytes);
        String email = request.getParameter("email");
        RESET_TOKENS.put(token, email);
        response.getWriter().println("A reset link was sent.");
    }
}
