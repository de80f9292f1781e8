//! A data enum as the error of a Result (`?`), and a `#[repr(i8)]` data enum
//! with negative discriminants rewritten through `&mut self`.
#![no_std]
use rsgpu::*;

#[derive(Clone, Copy, PartialEq, Debug)]
enum Fault {
    Neg(f32),
    Big { at: u32 },
    Zero,
}

#[derive(Clone, Copy)]
#[repr(i8)]
enum Acc {
    Low(i32) = -2,
    High(i32) = 5,
    Empty = -1,
}

impl Acc {
    fn push(&mut self, v: i32) {
        *self = match *self {
            Acc::Empty => if v < 0 { Acc::Low(v) } else { Acc::High(v) },
            Acc::Low(s) => Acc::Low(s.wrapping_add(v)),
            Acc::High(s) => if v > 100 { Acc::Empty } else { Acc::High(s ^ v) },
        };
    }
    fn get(&self) -> i32 {
        match self { Acc::Low(s) => -*s, Acc::High(s) => *s, Acc::Empty => 7 }
    }
}

fn check(v: f32, k: u32) -> Result<f32, Fault> {
    if v < -8.0 { return Err(Fault::Neg(v)); }
    if k % 11 == 3 { return Err(Fault::Big { at: k % 97 }); }
    if v == 0.0 { return Err(Fault::Zero); }
    Ok(v * 0.5)
}

fn both(a: f32, b: f32, k: u32) -> Result<f32, Fault> {
    let x = check(a, k)?;
    let y = check(b, k >> 3)?;
    Ok(x + y)
}

rsgpu::kernel! {
    pub fn own_enum_data_result(a: &[f32], b: &[f32], k: &[u32], out: &mut [f32], acc: &mut [i32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < out.len() && i < acc.len() && i < a.len() && i < b.len() && i < k.len() {
            out[i] = match both(a[i], b[i], k[i]) {
                Ok(v) => v,
                Err(Fault::Neg(v)) => v - 100.0,
                Err(Fault::Big { at }) => 1000.0 + at as f32,
                Err(e) => if e == Fault::Zero { -1.0 } else { -2.0 },
            };
            let mut s = Acc::Empty;
            let mut j = 0usize;
            while j < 6 {
                s.push((k[(i + j) % k.len()] % 300) as i32 - 150);
                j += 1;
            }
            acc[i] = s.get();
        }
    }
}
