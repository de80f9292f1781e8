//! `f32`/`f64` math that `core` lacks, named after CUDA's math functions.
//!
//! On the device each maps to the CUDA function of the same name. The host
//! bodies use `std` under the `host` feature; without it the transcendental
//! functions panic (a `no_std` host has no libm), the exact ones still work.

macro_rules! unary {
    ($($(#[$d:meta])* $name:ident: $t:ty => $std:ident;)*) => {$(
        $(#[$d])*
        #[inline(never)]
        pub fn $name(x: $t) -> $t {
            #[cfg(any(test, feature = "host"))]
            { <$t>::$std(x) }
            #[cfg(not(any(test, feature = "host")))]
            { let _ = x; core::panic!(concat!("rsgpu::math::", stringify!($name), " needs the host feature")) }
        }
    )*};
}

unary! {
    /// Square root.
    sqrtf: f32 => sqrt;
    /// e^x.
    expf: f32 => exp;
    /// 2^x.
    exp2f: f32 => exp2;
    /// Natural logarithm.
    logf: f32 => ln;
    /// Base-2 logarithm.
    log2f: f32 => log2;
    /// Sine.
    sinf: f32 => sin;
    /// Cosine.
    cosf: f32 => cos;
    /// Tangent.
    tanf: f32 => tan;
    /// Hyperbolic tangent.
    tanhf: f32 => tanh;
    /// Largest integer <= x.
    floorf: f32 => floor;
    /// Smallest integer >= x.
    ceilf: f32 => ceil;
    /// Round half away from zero.
    roundf: f32 => round;
    /// Truncate towards zero.
    truncf: f32 => trunc;
    /// Square root.
    sqrt: f64 => sqrt;
    /// e^x.
    exp: f64 => exp;
    /// Natural logarithm.
    log: f64 => ln;
    /// Sine.
    sin: f64 => sin;
    /// Cosine.
    cos: f64 => cos;
    /// Largest integer <= x.
    floor: f64 => floor;
    /// Smallest integer >= x.
    ceil: f64 => ceil;
}

/// 1 / sqrt(x).
#[inline(never)]
pub fn rsqrtf(x: f32) -> f32 {
    1.0 / sqrtf(x)
}
/// x^y.
#[inline(never)]
pub fn powf(x: f32, y: f32) -> f32 {
    #[cfg(any(test, feature = "host"))]
    return x.powf(y);
    #[cfg(not(any(test, feature = "host")))]
    {
        let _ = (x, y);
        core::panic!("rsgpu::math::powf needs the host feature")
    }
}
/// Fused multiply-add `x * y + z`, rounded once.
#[inline(never)]
pub fn fmaf(x: f32, y: f32, z: f32) -> f32 {
    #[cfg(any(test, feature = "host"))]
    return x.mul_add(y, z);
    #[cfg(not(any(test, feature = "host")))]
    return ((x as f64) * (y as f64) + (z as f64)) as f32;
}
/// Fused multiply-add `x * y + z`, rounded once.
#[inline(never)]
pub fn fma(x: f64, y: f64, z: f64) -> f64 {
    #[cfg(any(test, feature = "host"))]
    return x.mul_add(y, z);
    #[cfg(not(any(test, feature = "host")))]
    {
        let _ = (x, y, z);
        core::panic!("rsgpu::math::fma needs the host feature")
    }
}
/// IEEE minimum (NaN-ignoring), like CUDA `fminf`.
#[inline(never)]
pub fn fminf(x: f32, y: f32) -> f32 {
    x.min(y)
}
/// IEEE maximum (NaN-ignoring), like CUDA `fmaxf`.
#[inline(never)]
pub fn fmaxf(x: f32, y: f32) -> f32 {
    x.max(y)
}
