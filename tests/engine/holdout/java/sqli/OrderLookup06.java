// holdout: safe cwe=89
package org.example.web.sqli;

import java.io.IOException;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.util.List;
import java.util.Map;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.jdbc.datasource.DriverManagerDataSource;

@WebServlet(value = "/sqli/orderlookup06")
public class OrderLookup06 extends HttpServlet {
    private static final long serialVersionUID = 1L;

    private static final String DB_URL = "jdbc:postgresql://db.internal:5432/shop";

    private Connection connect() throws SQLException {
        return DriverManager.getConnection(DB_URL, "app", System.getenv("DB_PASSWORD"));
    }

    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        response.setContentType("text/html;charset=UTF-8");
        String rawQuery = request.getQueryString();
        String incoming = "";
        if (rawQuery != null) {
            int start = rawQuery.indexOf("name=");
            if (start >= 0) {
                int end = rawQuery.indexOf('&', start);
                incoming = rawQuery.substring(start + "name=".length(), end < 0 ? rawQuery.length() : end);
                incoming = URLDecoder.decode(incoming, StandardCharsets.UTF_8);
            }
        }
        String[] parts = { "head", incoming, "tail" };
        String subject = parts[1];
        JdbcTemplate jdbc = new JdbcTemplate(new DriverManagerDataSource(DB_URL));
        List<Map<String, Object>> rows = jdbc.queryForList("SELECT * FROM invoices WHERE ref = ?", subject);
        response.getWriter().println(rows.size());
    }
}
