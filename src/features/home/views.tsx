/** Public pages: landing, about, contact. */
import type { SessionUser } from '../../http/context.js';
import type { Flash } from '../../http/respond.js';
import { Layout } from '../../views/layout.js';

export function LandingPage({ flash }: { flash?: Flash | null }) {
  return (
    <Layout title="Loads and trucks across India" user={null} flash={flash}>
      <section class="hero">
        <h1>Find loads. Fill trucks. Get paid safely.</h1>
        <p>
          FreightBazaar connects shippers, brokers and truck drivers across India. Post a load in a minute, get bids from verified drivers, track the trip live, and keep the freight in escrow until
          delivery.
        </p>
        <p>
          <a class="button" href="/register?role=shipper">
            I have loads
          </a>{' '}
          <a class="button" href="/register?role=driver">
            I have a truck
          </a>{' '}
          <a class="button secondary" href="/loadboard">
            See the load board
          </a>
        </p>
      </section>
      <section class="cards">
        <div class="card">
          <h2>For shippers and brokers</h2>
          <p>Post loads or paste your WhatsApp load messages, compare bids and driver ratings, negotiate, and pay through escrow with a 5% platform fee.</p>
        </div>
        <div class="card">
          <h2>For drivers</h2>
          <p>Search loads by route and truck type, bid in one tap, share your position during the trip, and withdraw earnings to UPI or your bank.</p>
        </div>
        <div class="card">
          <h2>For transport businesses</h2>
          <p>Keep your books in the same place: loads, clients, vehicles, payments and monthly reports.</p>
        </div>
      </section>
    </Layout>
  );
}

export function AboutPage({ user }: { user: SessionUser | null }) {
  return (
    <Layout title="About" user={user}>
      <h1>About FreightBazaar</h1>
      <p>
        Indian road freight runs on phone calls and WhatsApp groups. FreightBazaar puts the same loads on one board, lets drivers bid and shippers accept in the open, and holds the freight money in
        escrow so that neither side has to trust a stranger with it.
      </p>
      <h2>How payment works</h2>
      <ol>
        <li>The shipper adds money to their wallet.</li>
        <li>When the shipper accepts a bid, the freight plus a 5% platform fee is held in escrow.</li>
        <li>After delivery the freight is released to the driver's wallet.</li>
        <li>The driver withdraws to UPI or a bank account after an admin approves the payout.</li>
      </ol>
    </Layout>
  );
}

export function ContactPage({ user }: { user: SessionUser | null }) {
  return (
    <Layout title="Contact" user={user}>
      <h1>Contact us</h1>
      <p>Questions about a load, a payment or your account? Write to us and we answer within one working day.</p>
      <dl class="facts">
        <dt>Email</dt>
        <dd>
          <a href="mailto:support@freightbazaar.in">support@freightbazaar.in</a>
        </dd>
        <dt>Hours</dt>
        <dd>Monday to Saturday, 9:00 to 19:00 IST</dd>
        <dt>Payment disputes</dt>
        <dd>Raise them from the load's payment page so that the money stays held while we look.</dd>
      </dl>
    </Layout>
  );
}
