// holdout: safe cwe=501
package org.example.web.trustbound;

import java.io.IOException;
import java.util.HashMap;
import java.util.Map;
import javax.servlet.ServletException;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestHeader;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class ProfileSave16 {

    @PostMapping("/trustbound/profilesave16")
    public void handle(@RequestHeader(value = "X-ref", required = false) String provided, HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        response.setContentType("text/html;charset=UTF-8");
        if (provided == null) provided = "";
        Map<String, Object> slots = new HashMap<>();
        slots.put("first", "fixed-value");
        slots.put("second", provided);
        slots.put("third", "another-value");
        String selected = (String) slots.get("third");
        request.getSession().setAttribute("displayName", selected);
        response.getWriter().println("saved");
    }
}
