// holdout: vulnerable cwe=89
package org.example.web.sqli;

import java.io.IOException;
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

@WebServlet(value = "/sqli/orderlookup11")
public class OrderLookup11 extends HttpServlet {
    private static final long serialVersionUID = 1L;

    private static final String DB_URL = "jdbc:postgresql://db.internal:5432/shop";

    private Connection connect() throws SQLException {
        return DriverManager.getConnection(DB_URL, "app", System.getenv("DB_PASSWORD"));
    }

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        response.setContentType("text/html;charset=UTF-8");
        Map<String, String[]> paramMap = request.getParameterMap();
        String raw = "";
        String[] given = paramMap.get("tag");
        if (given != null && given.length > 0) {
            raw = given[0];
        }
        String[] parts = { "head", raw, "tail" };
        String item = parts[1];
        JdbcTemplate jdbc = new JdbcTemplate(new DriverManagerDataSource(DB_URL));
        List<Map<String, Object>> rows = jdbc.queryForList("SELECT * FROM invoices WHERE ref = '" + item + "'");
        response.getWriter().println(rows.size());
    }
}
