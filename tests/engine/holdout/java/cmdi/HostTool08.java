// holdout: safe cwe=78
package org.example.web.cmdi;

import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class HostTool08 {

    private static class Decorator {
        private final String name;

        Decorator(String name) {
            this.name = name;
        }

        String label(String ignored) {
            return name + "-v2";
        }
    }

    @PostMapping("/cmdi/hosttool08")
    public void handle(@RequestParam(value = "file", defaultValue = "") String userValue, HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        response.setContentType("text/html;charset=UTF-8");
        String item = new Decorator("report").label(userValue);
        Runtime runtime = Runtime.getRuntime();
        String cmd = "/usr/bin/convert /srv/images/" + item + " -resize 64x64 /tmp/thumb.png";
        Process proc = runtime.exec(new String[] { "sh", "-c", cmd });
        response.getWriter().println("queued " + proc.isAlive());
    }
}
