// holdout: safe cwe=79
package org.example.web.xss;

import java.io.IOException;
import java.io.PrintWriter;
import javax.servlet.ServletException;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestHeader;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class Greeting16 {

    @PostMapping("/xss/greeting16")
    public void handle(@RequestHeader(value = "X-q", required = false) String userValue, HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        response.setContentType("text/html;charset=UTF-8");
        if (userValue == null) userValue = "";
        int base = 86;
        String bar = (7 * 42) - base > 200 ? "fallback" : userValue;
        PrintWriter out = response.getWriter();
        out.format("<div class=\"result\">%s</div>", bar);
    }
}
