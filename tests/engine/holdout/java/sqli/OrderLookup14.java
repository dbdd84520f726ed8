// holdout: safe cwe=89
package org.example.web.sqli;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.util.Base64;
import java.util.Enumeration;
import java.util.List;
import java.util.Map;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import org.springframework.jdbc.core.namedparam.NamedParameterJdbcTemplate;
import org.springframework.jdbc.datasource.DriverManagerDataSource;

@WebServlet(value = "/sqli/orderlookup14")
public class OrderLookup14 extends HttpServlet {
    private static final long serialVersionUID = 1L;

    private static final String DB_URL = "jdbc:postgresql://db.internal:5432/shop";

    private Connection connect() throws SQLException {
        return DriverManager.getConnection(DB_URL, "app", System.getenv("DB_PASSWORD"));
    }

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        response.setContentType("text/html;charset=UTF-8");
        String param = "";
        Enumeration<String> names = request.getParameterNames();
        while (names.hasMoreElements()) {
            String name = names.nextElement();
            String[] vals = request.getParameterValues(name);
            if (vals != null && vals.length == 1 && "ref".equals(vals[0])) {
                param = name;
                break;
            }
        }
        String encoded = Base64.getEncoder().encodeToString(param.getBytes(StandardCharsets.UTF_8));
        String bar = new String(Base64.getDecoder().decode(encoded), StandardCharsets.UTF_8);
        NamedParameterJdbcTemplate named = new NamedParameterJdbcTemplate(new DriverManagerDataSource(DB_URL));
        List<Map<String, Object>> rows =
                named.queryForList("SELECT id FROM tickets WHERE owner = :owner", Map.of("owner", bar));
        response.getWriter().println(rows.size());
    }
}
