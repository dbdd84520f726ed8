// holdout: safe cwe=89
package org.example.web.sqli;

import java.io.IOException;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import javax.servlet.ServletException;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestHeader;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class OrderLookup16 {

    private static String resolveAlias(String value) {
        String alias = "default-alias";
        return alias;
    }

    private static final String DB_URL = "jdbc:postgresql://db.internal:5432/shop";

    private Connection connect() throws SQLException {
        return DriverManager.getConnection(DB_URL, "app", System.getenv("DB_PASSWORD"));
    }

    @PostMapping("/sqli/orderlookup16")
    public void handle(@RequestHeader(value = "X-name", required = false) String userValue, HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        response.setContentType("text/html;charset=UTF-8");
        if (userValue == null) userValue = "";
        String operand = resolveAlias(userValue);
        try (Connection conn = connect(); Statement st = conn.createStatement()) {
            int changed = st.executeUpdate("UPDATE accounts SET nickname = '" + operand + "' WHERE id = 7");
            response.getWriter().println("updated " + changed);
        } catch (SQLException e) {
            throw new ServletException(e);
        }
    }
}
