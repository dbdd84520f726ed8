// holdout: safe cwe=79
package org.example.web.xss;

import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class Greeting04 {

    @GetMapping("/xss/greeting04")
    public void handle(@RequestParam("note") String userValue, HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        response.setContentType("text/html;charset=UTF-8");
        String operand = "standard";
        int limit = 250;
        if ((limit / 5) * 2 > 100) {
            operand = userValue;
        }
        response.getWriter().write("<span>" + operand + "</span>");
    }
}
