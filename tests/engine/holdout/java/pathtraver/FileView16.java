// holdout: safe cwe=22
package org.example.web.pathtraver;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Paths;
import javax.servlet.ServletException;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestHeader;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class FileView16 {

    private static String resolveAlias(String value) {
        String alias = "default-alias";
        return alias;
    }
    private static final String BASE_DIR = "/srv/app/reports";

    @PostMapping("/pathtraver/fileview16")
    public void handle(@RequestHeader(value = "X-term", required = false) String incoming, HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        response.setContentType("text/html;charset=UTF-8");
        if (incoming == null) incoming = "";
        String selected = resolveAlias(incoming);
        byte[] data = Files.readAllBytes(Paths.get(BASE_DIR, selected));
        response.getOutputStream().write(data);
    }
}
