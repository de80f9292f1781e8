//! Tuple structs of the crate (no gpu_struct!), among them ones named like
//! MIR operators: rustc prints their values `Len(copy _3, const 1f32)`,
//! `Neg(copy _4)`, `Add(copy _5, copy _6)`, the same text as the operator
//! rvalues. The parser reads an operand list the operator cannot take as the
//! struct's value, and `Add(a, b)` / `Neg(a)` assigned to a place of type
//! `Add` / `Neg` as the struct's; a newtype `Scale(s)` sets its one field.
#![no_std]
use rsgpu::*;

#[derive(Clone, Copy)]
struct Len(f32, f32);
#[derive(Clone, Copy)]
struct Neg(f32);
#[derive(Clone, Copy)]
struct Not(u32, u32);
#[derive(Clone, Copy)]
struct Add(f32, f32);
#[derive(Clone, Copy)]
struct Offset(u32, u32, u32);
#[derive(Clone, Copy)]
struct Scale(f32);

fn affine(l: &Len, v: f32) -> f32 { v * l.0 + l.1 }
fn flip(n: Neg) -> f32 { -n.0 }
fn mask(n: &Not, v: u32) -> u32 { (v & n.0) ^ n.1 }
fn add(a: Add) -> f32 { a.0 + a.1 }
fn off(o: Offset) -> u32 { o.0.wrapping_mul(o.1).wrapping_add(o.2) }

rsgpu::kernel! {
    pub fn tuple_struct_names(x: &[f32], u: &[u32], s: f32, y: &mut [f32], w: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < x.len() && i < u.len() && i < y.len() && i < w.len() {
            let sc = Scale(s);
            let l = Len(sc.0, 1.0);
            let n = Neg(x[i]);
            let a = Add(x[i], sc.0);
            y[i] = affine(&l, x[i]) + flip(n) * add(a);
            let m = Not(u[i], 0x0f0f_0f0f);
            let o = Offset(u[i], 3, i as u32);
            w[i] = mask(&m, 0xdead_beef) ^ off(o);
        }
    }
}
// CHECK: kernel @tuple_struct_names(
