// holdout: vulnerable cwe=89
package org.example.web.sqli;

import java.io.IOException;
import java.net.URLDecoder;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.HashMap;
import java.util.Map;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet(value = "/sqli/orderlookup09")
public class OrderLookup09 extends HttpServlet {
    private static final long serialVersionUID = 1L;

    private static final String DB_URL = "jdbc:postgresql://db.internal:5432/shop";

    private Connection connect() throws SQLException {
        return DriverManager.getConnection(DB_URL, "app", System.getenv("DB_PASSWORD"));
    }

    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        response.setContentType("text/html;charset=UTF-8");
        String userValue = request.getHeader("X-term");
        userValue = userValue == null ? "" : URLDecoder.decode(userValue, "UTF-8");
        Map<String, String> lookup = new HashMap<>();
        lookup.put("keyA", "static");
        lookup.put("keyB", userValue);
        String key = "key" + "B";
        String item = lookup.get(key);
        try (Connection conn = connect(); Statement st = conn.createStatement()) {
            st.addBatch("INSERT INTO audit_log(note) VALUES ('" + item + "')");
            st.addBatch("UPDATE counters SET hits = hits + 1");
            st.executeBatch();
        } catch (SQLException e) {
            throw new ServletException(e);
        }
    }
}
