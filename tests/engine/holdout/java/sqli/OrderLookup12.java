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
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class OrderLookup12 {

    private static final String DB_URL = "jdbc:postgresql://db.internal:5432/shop";

    private Connection connect() throws SQLException {
        return DriverManager.getConnection(DB_URL, "app", System.getenv("DB_PASSWORD"));
    }

    @GetMapping("/sqli/orderlookup12/{ref}")
    public void handle(@PathVariable("ref") String raw, HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        response.setContentType("text/html;charset=UTF-8");
        String item = "standard";
        int limit = 250;
        if ((limit / 5) * 2 > 100) {
            item = raw;
        }
        StringBuilder query = new StringBuilder("SELECT id FROM tickets WHERE status = 'open'");
        query.append(" AND owner = '").append(item).append("'");
        try (Connection conn = connect(); Statement st = conn.createStatement()) {
            boolean hasRows = st.execute(query.toString());
            response.getWriter().println(hasRows);
        } catch (SQLException e) {
            throw new ServletException(e);
        }
    }
}
