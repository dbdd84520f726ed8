// holdout: safe cwe=330
package org.example.web.weakrand;

import java.io.IOException;
import java.security.SecureRandom;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet(value = "/weakrand/tokenissuer16")
public class TokenIssuer16 extends HttpServlet {
    private static final long serialVersionUID = 1L;

    @Override
    public void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        doPost(request, response);
    }

    @Override
    public void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        response.setContentType("text/html;charset=UTF-8");
        SecureRandom sr = new SecureRandom();
        double d = sr.nextDouble();
        String token = Double.toString(d).substring(2);
        String user = request.getParameter("user");
        Cookie remember = new Cookie("rememberMe", token);
        remember.setSecure(true);
        remember.setHttpOnly(true);
        response.addCookie(remember);
        request.getSession().setAttribute(user + ":remember", token);
    }
}
