//! `Result` with a custom error enum: parse fixed-width ASCII decimal fields into u32 (`?`,
//! `map_err`-free early errors, `ok_or`), error codes written for bad fields.
#![no_std]
use rsgpu::*;

#[derive(Clone, Copy, Debug, PartialEq)]
enum ParseErr {
    Empty,
    BadDigit(u8),
    Overflow,
}

impl ParseErr {
    fn code(self) -> u32 {
        match self {
            ParseErr::Empty => 0xE0,
            ParseErr::BadDigit(b) => 0xE100 | b as u32,
            ParseErr::Overflow => 0xE2,
        }
    }
}

fn digit(b: u8) -> Result<u32, ParseErr> {
    if b.is_ascii_digit() { Ok((b - b'0') as u32) } else { Err(ParseErr::BadDigit(b)) }
}

fn parse(field: &[u8]) -> Result<u32, ParseErr> {
    let trimmed = match field.iter().position(|&b| b != b' ') {
        Some(p) => &field[p..],
        None => return Err(ParseErr::Empty),
    };
    let mut v: u32 = 0;
    for &b in trimmed {
        let d = digit(b)?;
        v = v.checked_mul(10).and_then(|v| v.checked_add(d)).ok_or(ParseErr::Overflow)?;
    }
    Ok(v)
}

rsgpu::kernel! {
    pub fn u27_result_parse_digits(text: &[u8], vals: &mut [u32], errs: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i >= vals.len() || i >= errs.len() || (i + 1) * 11 > text.len() {
            return;
        }
        match parse(&text[i * 11..(i + 1) * 11]) {
            Ok(v) => { vals[i] = v; errs[i] = 0; }
            Err(e) => { vals[i] = 0; errs[i] = e.code(); }
        }
    }
}
