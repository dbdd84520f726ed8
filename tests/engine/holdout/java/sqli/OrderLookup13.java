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

@WebServlet(value = "/sqli/orderlookup13")
public class OrderLookup13 extends HttpServlet {
    private static final long serialVersionUID = 1L;

    private static final String DB_URL = "jdbc:postgresql://db.internal:5432/shop";

    private Connection connect() throws SQLException {
        return DriverManager.getConnection(DB_URL, "app", System.getenv("DB_PASSWORD"));
    }

    @Override
    public void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        doPost(request, response);
    }

    @Override
    public void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        response.setContentType("text/html;charset=UTF-8");
        String incoming = request.getParameter("query");
        if (incoming == null) incoming = "";
        int base = 86;
        String selected = (7 * 18) - base > 200 ? "fallback" : incoming;
        StringBuilder query = new StringBuilder("SELECT id FROM tickets WHERE status = 'open'");
        query.append(" AND owner = '").append(selected).append("'");
        try (Connection conn = connect(); Statement st = conn.createStatement()) {
            boolean hasRows = st.execute(query.toString());
            response.getWriter().println(hasRows);
        } catch (SQLException e) {
            throw new ServletException(e);
        }
    }
}
