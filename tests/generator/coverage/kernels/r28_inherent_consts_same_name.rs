//! Red team 28: inherent associated consts of one name on several types (`Q16::ONE`, `Q8::ONE`, `W<u8>::ONE`, `W<u16>::ONE`), a trait const `ONE` on `Q16` too (`<Q16 as T>::ONE` is the trait's), and an inherent const naming another (`Q8::TWO = Self::ONE * 2`). Docs (Q16::ONE resolved through ImplMatch): rustc's values or RG0100.
#![no_std]
#![allow(unused, non_upper_case_globals, non_camel_case_types)]
use rsgpu::*;

struct Q16; struct Q8;
#[derive(Clone, Copy)]
struct W<T>(T);
impl Q16 { const ONE: u32 = 1 << 16; }
impl Q8 { const ONE: u32 = 1 << 8; const TWO: u32 = Self::ONE * 2; }
impl W<u8> { const ONE: u32 = 3; }
impl W<u16> { const ONE: u32 = 5; }
trait T { const ONE: u32; }
impl T for Q16 { const ONE: u32 = 77; }
impl T for Q8 { const ONE: u32 = 99; }

rsgpu::kernel! {
    pub fn r28_inherent_consts_same_name(x: &[u32], o1: &mut [u32], o2: &mut [u32], o3: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < x.len() && i < o1.len() && i < o2.len() && i < o3.len() {
            let v = x[i] % 1000;
            let r1 = v * Q16::ONE + Q8::ONE;
            let r2 = W::<u8>::ONE * v + W::<u16>::ONE + Q8::TWO;
            let r3 = <Q16 as T>::ONE + <Q8 as T>::ONE * v;
            o1[i] = r1;
            o2[i] = r2;
            o3[i] = r3;
        }
    }
}
