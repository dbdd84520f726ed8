// holdout: safe cwe=79
package org.example.web.xss;

import java.io.IOException;
import java.net.URLDecoder;
import java.util.Optional;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import org.apache.commons.text.StringEscapeUtils;

@WebServlet(value = "/xss/greeting10")
public class Greeting10 extends HttpServlet {
    private static final long serialVersionUID = 1L;

    @Override
    public void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        doPost(request, response);
    }

    @Override
    public void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        response.setContentType("text/html;charset=UTF-8");
        String userValue = request.getHeader("X-sort");
        userValue = userValue == null ? "" : URLDecoder.decode(userValue, "UTF-8");
        String item = Optional.ofNullable(userValue).map(String::trim).orElse("none");
        String shown = StringEscapeUtils.escapeHtml4(item);
        response.getWriter().write("<span>" + shown + "</span>");
    }
}
