// holdout: vulnerable cwe=614
package org.example.web.securecookie;

import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import org.springframework.http.HttpHeaders;
import org.springframework.http.ResponseCookie;

@WebServlet(value = "/securecookie/prefscookie06")
public class PrefsCookie06 extends HttpServlet {
    private static final long serialVersionUID = 1L;

    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        response.setContentType("text/html;charset=UTF-8");
        String region = request.getHeader("X-Region");
        ResponseCookie cookie = ResponseCookie.from("sid", region == null ? "eu" : region).httpOnly(true).secure(false).path("/").build();
        response.addHeader(HttpHeaders.SET_COOKIE, cookie.toString());
        response.getWriter().println("saved");
    }
}
