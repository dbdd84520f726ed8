// holdout: safe cwe=78
package org.example.web.cmdi;

import java.io.IOException;
import java.util.HashMap;
import java.util.Map;
import javax.servlet.ServletException;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class HostTool04 {

    @GetMapping("/cmdi/hosttool04")
    public void handle(@RequestParam("user") String raw, HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        response.setContentType("text/html;charset=UTF-8");
        Map<String, Object> slots = new HashMap<>();
        slots.put("first", "fixed-value");
        slots.put("second", raw);
        slots.put("third", "another-value");
        String selected = (String) slots.get("third");
        ProcessBuilder pb = new ProcessBuilder();
        pb.command("cmd.exe", "/c", "dir " + selected);
        Process proc = pb.start();
        try {
            response.getWriter().println("exit " + proc.waitFor());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
