// holdout: vulnerable cwe=330
package org.example.web.weakrand;

import java.io.IOException;
import java.util.Random;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet(value = "/weakrand/tokenissuer07")
public class TokenIssuer07 extends HttpServlet {
    private static final long serialVersionUID = 1L;

    private static final Random RNG = new Random();

    private static String newToken() {
        return Long.toString(RNG.nextLong() & Long.MAX_VALUE, 36);
    }

    @Override
    public void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        doPost(request, response);
    }

    @Override
    public void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        response.setContentType("text/html;charset=UTF-8");
        String token = newToken();
        String user = request.getParameter("user");
        Cookie remember = new Cookie("rememberMe", token);
        remember.setSecure(true);
        remember.setHttpOnly(true);
        response.addCookie(remember);
        request.getSession().setAttribute(user + ":remember", token);
    }
}
