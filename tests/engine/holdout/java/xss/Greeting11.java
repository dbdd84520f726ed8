// holdout: vulnerable cwe=79
package org.example.web.xss;

import java.io.IOException;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.util.Enumeration;
import javax.servlet.ServletException;
import javax.servlet.ServletOutputStream;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet(value = "/xss/greeting11")
public class Greeting11 extends HttpServlet {
    private static final long serialVersionUID = 1L;

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        response.setContentType("text/html;charset=UTF-8");
        String userValue = "";
        Enumeration<String> headers = request.getHeaders("id");
        if (headers != null && headers.hasMoreElements()) {
            userValue = headers.nextElement();
        }
        userValue = URLDecoder.decode(userValue, "UTF-8");
        int base = 86;
        String operand = (7 * 18) - base > 200 ? "fallback" : userValue;
        ServletOutputStream os = response.getOutputStream();
        os.write(("<h2>" + operand + "</h2>").getBytes(StandardCharsets.UTF_8));
    }
}
