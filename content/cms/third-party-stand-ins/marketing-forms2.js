// Stand-in of the marketing provider's forms2 library (SPEC §3 "Lead form", §7 forms2.min.js),
// served by the embedded CMS so the demo site and the end-to-end tests run the whole lead-form
// flow with no network. It implements the subset of the provider's API the site uses
// (site/lib/lead-form.ts): MktoForms2.loadForm(pod, munchkinId, formId, callback) draws a form
// into form#mktoForm_{formId}, and the form object offers getFormElem, addHiddenFields,
// onSuccess, getValues and submit. Like the provider, it draws the prefixed country and
// province selects empty (the site fills them), checks required fields itself, and on success
// calls the onSuccess callbacks, going to the follow-up page unless one returns false.
(() => {
  if (window.MktoForms2) return;
  const spanish = document.documentElement.lang === 'es';
  const text = spanish
    ? {
        FirstName: 'Nombre',
        LastName: 'Apellidos',
        Email: 'Email',
        Phone: 'Teléfono',
        country: 'País',
        province: 'Provincia o región',
        choose: 'Selecciona…',
        submit: 'Solicitar información',
        required: 'Este campo es obligatorio.',
        email: 'Introduce un email válido.',
      }
    : {
        FirstName: 'First name',
        LastName: 'Last name',
        Email: 'Email',
        Phone: 'Phone',
        country: 'Country',
        province: 'Province or region',
        choose: 'Select…',
        submit: 'Request information',
        required: 'This field is required.',
        email: 'Enter a valid email address.',
      };
  const PREFIX = 'ie';
  const FIELDS = [
    { name: 'FirstName', type: 'text', required: true, autocomplete: 'given-name' },
    { name: 'LastName', type: 'text', required: true, autocomplete: 'family-name' },
    { name: 'Email', type: 'email', required: true, autocomplete: 'email' },
    { name: 'Phone', type: 'tel', required: false, autocomplete: 'tel' },
    { name: `${PREFIX}countryid`, type: 'select', required: true, label: 'country', placeholder: '' },
    { name: `${PREFIX}provinceregionid`, type: 'select', required: true, label: 'province', placeholder: '000' },
  ];

  function row(form, field) {
    const id = `mkto-${form.id}-${field.name}`;
    const wrapper = document.createElement('div');
    wrapper.className = 'mktoFormRow';
    const label = document.createElement('label');
    label.htmlFor = id;
    label.textContent = `${text[field.label || field.name]}${field.required ? ' *' : ''}`;
    let input;
    if (field.type === 'select') {
      input = document.createElement('select');
      const option = document.createElement('option');
      option.value = field.placeholder;
      option.textContent = text.choose;
      input.append(option);
    } else {
      input = document.createElement('input');
      input.type = field.type;
      input.autocomplete = field.autocomplete;
    }
    input.id = id;
    input.name = field.name;
    if (field.required) input.setAttribute('aria-required', 'true');
    const error = document.createElement('p');
    error.id = `${id}-error`;
    error.className = 'mktoError';
    error.hidden = true;
    wrapper.append(label, input, error);
    return wrapper;
  }

  function create(element, formId) {
    const successes = [];
    const api = {
      getId: () => formId,
      getFormElem: () => [element],
      addHiddenFields(values) {
        for (const [name, value] of Object.entries(values)) {
          let input = element.querySelector(`input[type="hidden"][name="${CSS.escape(name)}"]`);
          if (!input) {
            input = document.createElement('input');
            input.type = 'hidden';
            input.name = name;
            element.append(input);
          }
          input.value = String(value);
        }
      },
      getValues() {
        const values = {};
        for (const [name, value] of new FormData(element)) if (typeof value === 'string') values[name] = value;
        return values;
      },
      vals() {
        return api.getValues();
      },
      onSuccess(callback) {
        successes.push(callback);
        return api;
      },
      validate() {
        let first = null;
        for (const field of FIELDS) {
          const input = element.elements.namedItem(field.name);
          if (!input) continue;
          const wrapper = input.closest('.mktoFormRow');
          const error = wrapper.querySelector('.mktoError');
          const visible = !wrapper.hidden;
          const value = input.value.trim();
          let message = '';
          if (visible && field.required && (value === '' || value === field.placeholder)) message = text.required;
          else if (field.type === 'email' && value && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value)) message = text.email;
          error.textContent = message;
          error.hidden = !message;
          if (message) {
            input.setAttribute('aria-invalid', 'true');
            input.setAttribute('aria-describedby', error.id);
            first = first || input;
          } else {
            input.removeAttribute('aria-invalid');
            input.removeAttribute('aria-describedby');
          }
        }
        if (first) first.focus();
        return !first;
      },
      submit() {
        if (!api.validate()) return api;
        const values = api.getValues();
        window.__mktoSubmissions = (window.__mktoSubmissions || []).concat([{ formId, values }]);
        const followUp = `${location.origin}/`;
        const go = successes.every((callback) => callback(values, followUp) !== false);
        if (go) location.href = followUp;
        return api;
      },
    };
    return api;
  }

  const forms = new Map();
  window.MktoForms2 = {
    loadForm(baseUrl, munchkinId, formId, callback) {
      const element = document.getElementById(`mktoForm_${formId}`);
      if (!element || !baseUrl || !munchkinId) return;
      element.replaceChildren(...FIELDS.map((field) => row(element, field)));
      const button = document.createElement('button');
      button.type = 'submit';
      button.textContent = text.submit;
      element.append(button);
      element.noValidate = true;
      element.classList.add('mktoForm');
      const form = create(element, formId);
      forms.set(formId, form);
      element.addEventListener('submit', (event) => {
        event.preventDefault();
        form.submit();
      });
      if (callback) callback(form);
    },
    whenReady(callback) {
      for (const form of forms.values()) callback(form);
    },
    getForm: (formId) => forms.get(formId) || null,
  };
})();
