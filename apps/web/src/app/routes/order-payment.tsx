// /orderpayment/{id} is the same page as /payment/{id}: both read the order from the server.
export { Component } from './payment.tsx';
