//! Newtypes and tuple structs: `Celsius(f32)`, `Fahrenheit(f32)` with `From` conversions, a
//! `Range2(f32, f32)` tuple struct with methods, and `.0` access.
#![no_std]
use rsgpu::*;

#[derive(Clone, Copy, PartialEq, PartialOrd)]
struct Celsius(f32);
#[derive(Clone, Copy)]
struct Fahrenheit(f32);

impl From<Celsius> for Fahrenheit {
    fn from(c: Celsius) -> Self { Fahrenheit(c.0 * 9.0 / 5.0 + 32.0) }
}
impl From<Fahrenheit> for Celsius {
    fn from(f: Fahrenheit) -> Self { Celsius((f.0 - 32.0) * 5.0 / 9.0) }
}

struct Range2(f32, f32);
impl Range2 {
    fn contains(&self, v: Celsius) -> bool { self.0 <= v.0 && v.0 < self.1 }
    fn width(&self) -> f32 { self.1 - self.0 }
}

rsgpu::kernel! {
    pub fn u27_newtype_units(temps_f: &[f32], out_c: &mut [f32], flags: &mut [u8], lo: f32, hi: f32) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < temps_f.len() && i < out_c.len() && i < flags.len() {
            let c: Celsius = Fahrenheit(temps_f[i] * 8.0).into();
            let ok = Range2(lo, hi);
            out_c[i] = c.0;
            let back = Fahrenheit::from(c);
            flags[i] = ok.contains(c) as u8 | ((c > Celsius(0.0)) as u8) << 1 | ((back.0 > ok.width()) as u8) << 2;
        }
    }
}
