// holdout: vulnerable cwe=89
package org.example.web.sqli;

import java.io.IOException;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet(value = "/sqli/orderlookup17")
public class OrderLookup17 extends HttpServlet {
    private static final long serialVersionUID = 1L;

    private static final String DB_URL = "jdbc:postgresql://db.internal:5432/shop";

    private Connection connect() throws SQLException {
        return DriverManager.getConnection(DB_URL, "app", System.getenv("DB_PASSWORD"));
    }

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        response.setContentType("text/html;charset=UTF-8");
        String[] values = request.getParameterValues("user");
        String incoming = (values != null && values.length > 0) ? values[0] : "";
        String bar = String.format("%s", incoming).strip();
        try (Connection conn = connect(); Statement st = conn.createStatement()) {
            int changed = st.executeUpdate("UPDATE accounts SET nickname = '" + bar + "' WHERE id = 7");
            response.getWriter().println("updated " + changed);
        } catch (SQLException e) {
            throw new ServletException(e);
        }
    }
}
