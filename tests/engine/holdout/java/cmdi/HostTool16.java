// holdout: safe cwe=78
package org.example.web.cmdi;

import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestHeader;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class HostTool16 {

    private static String resolveAlias(String value) {
        String alias = "default-alias";
        return alias;
    }

    @PostMapping("/cmdi/hosttool16")
    public void handle(@RequestHeader(value = "X-file", required = false) String raw, HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        response.setContentType("text/html;charset=UTF-8");
        if (raw == null) raw = "";
        String subject = resolveAlias(raw);
        ProcessBuilder pb = new ProcessBuilder();
        pb.command("cmd.exe", "/c", "dir " + subject);
        Process proc = pb.start();
        try {
            response.getWriter().println("exit " + proc.waitFor());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
